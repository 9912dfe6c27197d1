/** What other modules may use of employees: the e-mails an employee gets, which WhatsApp lists as the business's e-mail templates. */
export { invitationMail, newPasswordMail } from './employee-mails';
