/**
 * The ports of one e2e run. Engineers running e2e side by side set E2E_PORT (and, if they must,
 * the others); the mail catcher's ports follow the app's so two runs never share a mailbox.
 */
export const appPort = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${appPort}`;
/** Where the server under test sends mail (its SMTP_URL). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? appPort + 1000);
/** Where tests read the mail that arrived. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? appPort + 2000);
export const mailURL = `http://127.0.0.1:${mailPort}`;
