/** A street or park of a named place: its houses, trees and what the shot names. */
import type { StreetShot } from '../shot.ts';
import type { Stage } from './kit.ts';

export function street(stage: Stage, shot: StreetShot): void {
  void stage;
  void shot;
}
