/**
 * The consent statement beside the listing alert's address field (the /listings search's "Email me
 * new homes like these"), recorded word for word with every alert as the newsletter's is: who asks
 * (the team and its brokerage), what will be sent and how often, and that every email can stop it.
 * The build publishes the same words to the database (scripts/siteBuild/enquiryRouting.ts), which
 * refuses an alert with any other.
 */
export const alertConsentStatement = (teamName: string, brokerageName: string) =>
  `Yes, email me new homes that match this search, at most once a day, from ${teamName}, ${brokerageName}. I confirm by the link sent to me, and can change, pause or unsubscribe from any of these emails.`;
