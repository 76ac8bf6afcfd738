import type { SavePassword, UsernameSaved } from '@canopy/shared';
import { api } from '../../kernel/api/client';

export async function saveUsername(username: string): Promise<UsernameSaved> {
  return (await api.put('/users/username', { body: { Username: username } })).data;
}

export async function savePassword(body: SavePassword): Promise<void> {
  await api.put('/users/password', { body });
}
