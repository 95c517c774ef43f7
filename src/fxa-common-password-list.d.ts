/** Mozilla's list of the 50,000 most common passwords (CommonJS, no types of its own). */
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean }
  export default list
}
