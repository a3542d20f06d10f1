/** A residential tower (or two) with one floor slab per storey, in its street. */
import type { TowerShot } from '../shot.ts';
import type { Stage } from './kit.ts';

export function tower(stage: Stage, shot: TowerShot): void {
  void stage;
  void shot;
}
