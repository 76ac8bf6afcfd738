import type { SavePassword, SaveUsername, UsernameSaved } from '@canopy/shared';
import { api } from '../../kernel/api/client';

export async function saveUsername(body: SaveUsername): Promise<UsernameSaved> {
  return (await api.put('/users/username', { body })).data;
}

export async function savePassword(body: SavePassword): Promise<void> {
  await api.put('/users/password', { body });
}
