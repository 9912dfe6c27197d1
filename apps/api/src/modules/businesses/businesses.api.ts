/** What other modules may use of businesses: the business row a command acts in. */
export { actorBusiness, findBusiness } from './businesses.repository';
