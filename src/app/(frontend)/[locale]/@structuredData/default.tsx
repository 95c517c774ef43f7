/** Routes without structured data of their own (the layout still names the company). */
export default function NoStructuredData() {
  return null
}
