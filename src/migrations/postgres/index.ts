import * as migration_20261122_024639_initial from './20261122_024639_initial';

export const migrations = [
  {
    up: migration_20261122_024639_initial.up,
    down: migration_20261122_024639_initial.down,
    name: '20261122_024639_initial'
  },
];
