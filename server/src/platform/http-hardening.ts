import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: the app, the API and the API docs. Styles may be inline (the UI
 * kit sets CSS variables and positions in style attributes); scripts may not, but for the docs page's
 * own, allowed by their hashes. Photos shown before upload are blob: and data: URLs.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  docsScripts: readonly string[],
  paymentFormOrigin = '',
) {
  // The office takes card payments in the provider's form too: it may be framed and posted to.
  const provider = paymentFormOrigin ? [paymentFormOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...docsScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...provider],
        frameSrc: ["'self'", ...provider],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over TLS (below): on plain HTTP it would be ignored at best, and would pin a
    // development host to HTTPS at worst.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * API answers above a kilobyte travel compressed (lists of records shrink ~10×). Brotli at a low
 * quality costs about as much CPU as gzip; the client's assets are compressed once, at build.
 */
export async function installApiCompression(api: FastifyInstance) {
  await api.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
