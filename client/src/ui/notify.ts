import { createElement, type ReactNode } from 'react';
import { List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { splitMarker } from '@canopy/shared';

type Kind = 'success' | 'error';

// The id is derived from the text, so showing a message that is already on screen is a no-op:
// the spec wants duplicate notifications prevented.
function idFor(kind: Kind, message: string): string {
  let hash = 5381;
  for (let i = 0; i < message.length; i += 1) hash = ((hash * 33) ^ message.charCodeAt(i)) >>> 0;
  return `canopy-${kind}-${hash.toString(36)}-${message.length}`;
}

// A message with the '--' marker is a heading followed by items, shown as a bulleted list.
function body(message: string): { title?: string; message: ReactNode } {
  const parts = splitMarker(message);
  if (!parts) return { message };
  const items = parts.items.map((item, i) => createElement(List.Item, { key: i }, item));
  return { title: parts.heading, message: createElement(List, { size: 'sm' }, items) };
}

// What each kind has on screen: a newer outcome supersedes the other kind's, so a stale error never
// sits beside the success that followed it (nor a success beside a later failure).
const onScreen: Record<Kind, Set<string>> = { success: new Set(), error: new Set() };

function show(kind: Kind, message: string): string {
  const other = onScreen[kind === 'success' ? 'error' : 'success'];
  for (const id of other) notifications.hide(id);
  other.clear();
  const id = idFor(kind, message);
  onScreen[kind].add(id);
  return notifications.show({
    id,
    color: kind === 'success' ? 'green' : 'red',
    onClose: () => onScreen[kind].delete(id),
    ...body(message),
  });
}

export function notifySuccess(message: string): string {
  return show('success', message);
}

export function notifyError(message: string): string {
  return show('error', message);
}

/**
 * A yellow notification for warnings the spec names (BranchManagerNull…). The id comes from the
 * text, so the same warning is not stacked twice.
 */
export function notifyWarning(message: string, title?: string): string {
  return notifications.show({ id: `canopy-warning-${message}`, color: 'yellow', title, message });
}
