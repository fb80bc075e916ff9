// One rule for every phone number the site and the mails write (agents, team, agency, visitors).
export { formatPhone } from '../../../common/phone';
