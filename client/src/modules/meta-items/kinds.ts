import { useMatch } from '@tanstack/react-router';
import { MetaItemKinds, type MetaItemKind } from '@canopy/shared';

/** The kind whose screens a path belongs to: '/weed-types/info' -> Weed Type. */
export function kindOfPath(path: string): MetaItemKind | undefined {
  const segment = path.split('/').find(Boolean);
  return MetaItemKinds.find((k) => k.Path === segment);
}

/**
 * The four kinds share one set of screens; each screen learns its kind from the route it renders
 * for (not the address, which moves on first while a screen is being left), so one component
 * serves /insects, /diseases, /weed-types and /ecological-problems alike.
 */
export function useMetaKind(): MetaItemKind {
  const path = useMatch({ strict: false, select: (m) => m.fullPath as string });
  const kind = kindOfPath(path);
  // The routes exist only for the four kinds, so a screen never renders under another path.
  if (!kind) throw new Error(`No inventory meta item kind for ${path}`);
  return kind;
}

export const listPath = (k: MetaItemKind) => `/${k.Path}/`;
export const addPath = (k: MetaItemKind) => `/${k.Path}/add`;
export const infoHref = (k: MetaItemKind, id: number) => `/${k.Path}/info?id=${id}`;
