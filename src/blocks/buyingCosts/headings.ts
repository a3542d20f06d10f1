export const BUYING_COSTS_HEADING = 'The cost of buying';

/** The section heading's id: its label, and what the page watches to load the calculator as it nears. */
export const BUYING_COSTS_ID = 'buying-costs';
