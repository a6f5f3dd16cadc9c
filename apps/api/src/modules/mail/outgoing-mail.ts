/** A mail as it is handed to the mailer: drawn, addressed, ready to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
