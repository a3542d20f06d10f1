/**
 * The rules behind the advertising checks, each named the way a message cites it. The team's
 * website is advertising under Ontario's Trust in Real Estate Services Act (TRESA), enforced by
 * the Real Estate Council of Ontario (RECO); REALTOR® and MLS® are trademarks of the Canadian
 * Real Estate Association (CREA), as are the DDF® rules (docs/LISTINGS-FEED.md). docs/CONTENT.md ("Rules for advertising") gives the addresses.
 */
export const source = {
  soldPrice: 'RECO Bulletin 5.4 "Advertising sold properties", under TRESA',
  claims:
    "RECO's advertising checklist: claims must be accurate and verifiable, and a comparative claim states its basis",
  identification:
    'RECO\'s advertising checklist: the brokerage and each registrant are named as registered with RECO, the brokerage with the word "Brokerage"',
  permittedTerms: 'RECO Bulletin 5.2 "Permitted terms", under TRESA',
  trademarks: "CREA's trademark rules for REALTOR® and MLS®",
  ddfDisplay:
    'CREA\'s DDF® rules, "Requirements for Displaying Listing Content": the listing brokerage, the listing agent\'s name and title, a link to the listing on REALTOR.ca and the "Powered by REALTOR.ca" badge',
  ddfRefresh:
    'CREA\'s DDF® rules, "Requirements for Displaying Listing Content": a site refreshes at least every 24 hours and removes listing content no longer current',
  valuationOffer:
    "RECO's advertising checklist: an offer states what is given and on what conditions; a registrant's opinion of value is not an appraisal",
} as const;
