import type { Employee } from '@canopy/shared';
import { api } from '../../kernel/api/client';

/** Photo or signature: one PNG in a multipart body; the answer is the updated employee. */
export async function uploadEmployeeImage(
  employeeId: number,
  which: 'pic' | 'signature',
  png: Blob,
): Promise<Employee> {
  const body = new FormData();
  body.append('file', png, `${which === 'pic' ? 'photo' : 'signature'}-${employeeId}.png`);
  return (await api.post<Employee>(`/users/${which}/${employeeId}`, body)).data;
}
