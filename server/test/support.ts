import { ClaimTypeList, type ClaimFlags } from '@canopy/shared';
import type { TestCtx } from './harness';
import { SMTPServer } from 'smtp-server';
import type { Mail } from '../src/platform/mail';

/** A multipart/form-data body as a browser would send it. */
export function multipart(
  files: { field?: string; filename: string; content: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----canopy${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG (1×1), and a PDF header: real content for the type checks. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2e4a1a40000000049454e44ae426082',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A real SMTP server on loopback that keeps what it receives. */
export async function smtpInbox() {
  // raw: quoted-printable soft breaks undone for reading the text; source: the message as sent.
  const inbox: { to: string[]; raw: string; source: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
          source: raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
  const port = (server.server.address() as { port: number }).port;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((res) => server.close(() => res())),
  };
}

/** A mailer for describeEngines options that sends through an SMTP server started later (in beforeAll). */
export function smtpMailer(url: () => string) {
  return {
    send: async (m: Mail) => {
      const { createMailer } = await import('../src/platform/mail');
      await createMailer({ smtpUrl: url(), from: 'Canopy <no-reply@canopy.test>', log: () => {} }).send(m);
    },
  };
}

/** A sign-in with exactly these claims, working in one branch (the demo roles do not cover every case). */
export async function signInWith(ctx: TestCtx, username: string, claims: ClaimFlags, branchId: number) {
  const db = ctx.dbh.db;
  const role = await db
    .insertInto('user_roles')
    .values({ name: `Test ${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const values = Object.entries(claims).map(([name, value]) => ({
    role_id: role.id,
    claim_type_id: ClaimTypeList.find((c) => c.Name === name)!.Id,
    value: value!,
  }));
  if (values.length) await db.insertInto('role_claims').values(values).execute();
  const emp = await db
    .insertInto('employees')
    .values({ first_name: 'Test', last_name: username, primary_branch_id: branchId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_branches').values({ employee_id: emp.id, branch_id: branchId }).execute();
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ employee_id: emp.id, username, password_hash, role_id: role.id })
    .execute();
  return { session: await ctx.login(username), employeeId: emp.id };
}

/** The statements `fn` ran, in order, transaction and savepoint control left out. */
export async function statementsOf(ctx: TestCtx, fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = ctx.dbh.onStatement((text) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) seen.push(text);
  });
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}
