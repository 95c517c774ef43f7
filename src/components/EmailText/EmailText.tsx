/** An e-mail address that may wrap after its @ in narrow columns, never in the middle of a word. */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}
