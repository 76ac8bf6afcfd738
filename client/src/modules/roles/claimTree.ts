import { B, F, P, R, type UserRoleClaim } from '@canopy/shared';

/** A claim type as `POST userRoles/claimTypes` lists it. */
export interface ClaimTypeInfo {
  Id: number;
  Name: string;
  ParentId: number | null;
  ClaimValues: { Id: number; Name: string }[];
}

/** The four toggles of a row, in the order of the flags' bits. */
export const FLAG_COLUMNS = [
  { flag: R, label: 'Read Only', hint: 'See every record, change none' },
  { flag: P, label: 'Personal', hint: "The user's own records" },
  { flag: B, label: 'Branch', hint: "Records of the user's branches" },
  { flag: F, label: 'Full', hint: 'Every record, with changes' },
] as const;

/** Every flag a claim type offers (all four today). */
export const allFlagsOf = (type: ClaimTypeInfo) => type.ClaimValues.reduce((v, c) => v | c.Id, 0);

/** Claim type id -> flags held (ClaimValueId). Types not present hold nothing. */
export type ClaimMap = Readonly<Record<number, number>>;

export interface ClaimNode {
  type: ClaimTypeInfo;
  /** What the row shows: children drop their parent's prefix ("Work Orders" > "Services"). */
  label: string;
  /** The whole name in words, for aria-labels and the filter ("Work Orders Services"). */
  fullLabel: string;
  children: ClaimNode[];
}

/** 'WorkOrders_ServiceImages' -> 'Work Orders Service Images'. */
export function humanize(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

// Children are named after their parent, singular or plural ('WorkOrder_Menu' under 'WorkOrders').
function childLabel(name: string, parent: string): string {
  for (const prefix of [`${parent}_`, `${parent.replace(/s$/, '')}_`]) {
    if (name.startsWith(prefix) && name.length > prefix.length) return humanize(name.slice(prefix.length));
  }
  return humanize(name);
}

/**
 * Parents in the server's order, each with its children (ParentId) under it. A child whose parent
 * is not listed is shown as a parent, so no claim type can become impossible to edit.
 */
export function buildClaimTree(types: readonly ClaimTypeInfo[]): ClaimNode[] {
  const byId = new Map(types.map((t) => [t.Id, t]));
  const nodes = new Map<number, ClaimNode>();
  const roots: ClaimNode[] = [];
  for (const type of types) {
    const parent = type.ParentId === null ? undefined : byId.get(type.ParentId);
    if (parent) continue;
    const node = { type, label: humanize(type.Name), fullLabel: humanize(type.Name), children: [] };
    nodes.set(type.Id, node);
    roots.push(node);
  }
  for (const type of types) {
    const parentNode = type.ParentId === null ? undefined : nodes.get(type.ParentId);
    if (!parentNode) continue;
    parentNode.children.push({
      type,
      label: childLabel(type.Name, parentNode.type.Name),
      fullLabel: humanize(type.Name),
      children: [],
    });
  }
  return roots;
}

const matches = (node: ClaimNode, words: string[]) => {
  const text = `${node.fullLabel} ${node.label} ${node.type.Name}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The rows a filter leaves: a matching parent keeps all its children; a matching child keeps its
 * parent for context. `onlyGranted` keeps rows holding any flag (and the parents they sit under).
 */
export function filterClaimTree(
  tree: readonly ClaimNode[],
  query: string,
  claims: ClaimMap,
  onlyGranted = false,
): ClaimNode[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length && !onlyGranted) return tree as ClaimNode[];
  const keep = (n: ClaimNode) => matches(n, words) && (!onlyGranted || (claims[n.type.Id] ?? 0) !== 0);
  return tree.flatMap((root) => {
    const parentHit = matches(root, words);
    const children = root.children.filter((c) =>
      parentHit ? !onlyGranted || (claims[c.type.Id] ?? 0) !== 0 : keep(c),
    );
    // Unfiltered nodes stay the same objects, so memoised rows skip re-rendering on each toggle.
    if (children.length === root.children.length && keep(root)) return [root];
    if (keep(root) || children.length) return [{ ...root, children }];
    return [];
  });
}

export function toClaimMap(claims: readonly UserRoleClaim[]): ClaimMap {
  const map: Record<number, number> = {};
  for (const c of claims) if (c.ClaimValueId) map[c.ClaimTypeId] = c.ClaimValueId;
  return map;
}

export function setFlags(claims: ClaimMap, typeId: number, value: number): ClaimMap {
  const next = { ...claims };
  if (value) next[typeId] = value;
  else delete next[typeId];
  return next;
}

/** Turns one flag on or off, keeping the others: the ClaimValueId is their bitwise sum. */
export const toggleFlag = (claims: ClaimMap, typeId: number, flag: number): ClaimMap =>
  setFlags(claims, typeId, (claims[typeId] ?? 0) ^ flag);

/** Claim types whose flags differ between the two maps. */
export function changedTypes(a: ClaimMap, b: ClaimMap): number[] {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)].map(Number));
  return [...ids].filter((id) => (a[id] ?? 0) !== (b[id] ?? 0)).sort((x, y) => x - y);
}

/** The body of `PUT userRoles/{id}/updateClaims`: every type that holds a flag, by id. */
export function updateClaimsBody(claims: ClaimMap, version: number) {
  const UserRoleClaims = Object.entries(claims)
    .map(([id, value]) => ({ ClaimTypeId: Number(id), ClaimValueId: value }))
    .filter((c) => c.ClaimValueId !== 0)
    .sort((x, y) => x.ClaimTypeId - y.ClaimTypeId);
  return { Version: version, UserRoleClaims };
}
