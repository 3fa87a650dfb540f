/** The structured log's options: the level, and secrets never written (tokens, passwords). */
export function loggerOptions(level: string): Record<string, unknown> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.accessToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
