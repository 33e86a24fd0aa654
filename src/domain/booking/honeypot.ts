/**
 * The form's hidden trap field. People never see or fill it; bots that fill every input do. The form renders
 * it and the booking handler drops any enquiry that arrives with it filled.
 */
export const HONEYPOT_NAME = 'leave_this_blank';
