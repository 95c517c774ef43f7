/**
 * Exit code of a start the set-up must change before it can succeed (EX_CONFIG): an unsupported Node.js, a
 * whistleblower key that does not open the reports, an unreachable database. The shipped systemd unit does not
 * restart on it (RestartPreventExitStatus).
 */
export const START_REFUSED_EXIT_CODE = 78
