/** A room of the shot's kind, with the objects it names, seen from a corner at eye height. */
import type { InteriorShot } from '../shot.ts';
import type { Stage } from './kit.ts';

export function interior(stage: Stage, shot: InteriorShot): void {
  void stage;
  void shot;
}
