// Sample-data API shapes: email. Re-exported by ../types.ts.

export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';
export type EmailLabel = 'personal' | 'company' | 'important' | 'private';
export interface EmailAddress {
  name: string;
  email: string;
}
export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}
export interface EmailReply {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** Plain text; paragraphs are separated by a blank line. */
  message: string;
  attachments: EmailAttachment[];
  time: string;
}
export interface Email extends EmailReply {
  isStarred: boolean;
  isRead: boolean;
  isDeleted: boolean;
  labels: EmailLabel[];
  replies: EmailReply[];
  folder: EmailFolder;
}
/** get-email and paginate-email: neighbours are within the mail's folder, newest first. */
export interface EmailWithPaging extends Email {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}
export interface EmailsMeta {
  inbox: number;
  spam: number;
  draft: number;
}
export interface EmailsResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}
export type EmailUpdate = Partial<
  Pick<Email, 'isStarred' | 'isRead' | 'isDeleted' | 'folder' | 'labels'>
>;
