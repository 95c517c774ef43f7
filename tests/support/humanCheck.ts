import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** Solves a human-check challenge the way the widget does and encodes it as the form field carries it. */
export async function solveHumanCheck(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Fetches a challenge from a running site and solves it. */
export async function fetchSolvedHumanCheck(baseUrl: string, form = 'contact'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha/challenge?form=${form}`)
  if (!response.ok) throw new Error(`challenge: HTTP ${response.status}`)
  return solveHumanCheck((await response.json()) as Challenge)
}
