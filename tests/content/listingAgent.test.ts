import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

describe("the check on a listing's agent", () => {
  it('refuses an agent who is no team member, at the file, line and field, with the fix', () => {
    const root = tempSite('listing-agent');
    editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
      l.agent = 'julian-mercr';
    });
    editJson(join(root, 'data', 'listings', '7-crescent-road.json'), (l) => {
      l.agent = 'someone-else';
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: agent\n {6}no team member has the slug "julian-mercr"\n {6}did you mean "julian-mercer"\?/,
    );
    expect(run.stdout).toMatch(
      /error {2}data\/listings\/7-crescent-road\.json:\d+:\d+\n {6}field: agent\n {6}no team member has the slug "someone-else"\n {6}use the name of a file in data\/team\/, without "\.json"/,
    );
    expect(run.stdout).toMatch(/✖ 2 errors, 0 warnings in/);
  });
});
