import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the journeys' server (its SMTP_URL). Each message is kept as a
 * file in a folder the journeys read, since they run in other processes than the global setup.
 */
export async function startMailbox() {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-e2e-mail-'));
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(join(dir, `${String(++n).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const port = (server.server.address() as { port: number }).port;
  return {
    dir,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** The messages received so far, oldest first, as sent (MIME source). */
export function receivedMail(dir: string): Buffer[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}
