import * as migration_20261122_023839_initial from './20261122_023839_initial';

export const migrations = [
  {
    up: migration_20261122_023839_initial.up,
    down: migration_20261122_023839_initial.down,
    name: '20261122_023839_initial'
  },
];
