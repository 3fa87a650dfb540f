import { z } from 'zod';
import { normaliseWebLink, webLinkMessages, WEB_LINK_MAX_LENGTH } from './web-links.ts';

/**
 * A web link field: accepts what `normaliseWebLink` accepts and outputs the normalised address.
 * With `optional`, an empty (or blank) value is kept as ''.
 */
export function webLinkSchema(label: string, options: { optional?: boolean } = {}) {
  const messages = webLinkMessages(label);
  return z.string().transform((raw, ctx) => {
    if (options.optional && raw.trim() === '') return '';
    const result = normaliseWebLink(raw);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: messages[result.problem], input: raw });
      return z.NEVER;
    }
    if (result.url.length > WEB_LINK_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: messages.tooLong, input: raw });
      return z.NEVER;
    }
    return result.url;
  });
}
