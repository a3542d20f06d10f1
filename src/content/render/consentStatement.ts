// Moved to src/model/consentStatement.ts, where a block's resolve (the valuation form's newsletter
// choice) may read it too; kept here for the build's and the checks' imports.
export * from '../../model/consentStatement.ts';
