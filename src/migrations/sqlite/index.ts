import * as migration_20261122_023839_initial from './20261122_023839_initial';
import * as migration_20261122_080546_contact_submissions from './20261122_080546_contact_submissions';

export const migrations = [
  {
    up: migration_20261122_023839_initial.up,
    down: migration_20261122_023839_initial.down,
    name: '20261122_023839_initial',
  },
  {
    up: migration_20261122_080546_contact_submissions.up,
    down: migration_20261122_080546_contact_submissions.down,
    name: '20261122_080546_contact_submissions'
  },
];
