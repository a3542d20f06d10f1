/** The shot vocabulary lives with the content model (src/model/shot.ts), which the check reads too. */
export * from '../../../../src/model/shot.ts';
