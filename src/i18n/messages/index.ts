/**
 * All messages of one language: the shared file (layout, fetch states, news/events/history pages) plus one
 * file per page area, each under its own namespace, so areas can be written and reviewed independently.
 */
import deCommon from './de/common.json'
import deHome from './de/home.json'
import deCareers from './de/careers.json'
import deSolutions from './de/solutions.json'
import deProjects from './de/projects.json'
import deAbout from './de/about.json'
import deLegal from './de/legal.json'
import deContact from './de/contact.json'
import deWhistleblower from './de/whistleblower.json'
import deWhistleblowerFollowUp from './de/whistleblowerFollowUp.json'
import dePopup from './de/popup.json'
import deConsent from './de/consent.json'
import deApplication from './de/application.json'
import deSearch from './de/search.json'
import deApplicantLink from './de/applicantLink.json'
import enCommon from './en/common.json'
import enHome from './en/home.json'
import enCareers from './en/careers.json'
import enSolutions from './en/solutions.json'
import enProjects from './en/projects.json'
import enAbout from './en/about.json'
import enLegal from './en/legal.json'
import enContact from './en/contact.json'
import enWhistleblower from './en/whistleblower.json'
import enWhistleblowerFollowUp from './en/whistleblowerFollowUp.json'
import enPopup from './en/popup.json'
import enConsent from './en/consent.json'
import enApplication from './en/application.json'
import enSearch from './en/search.json'
import enApplicantLink from './en/applicantLink.json'

export const de = {
  ...deCommon,
  home: deHome,
  careers: deCareers,
  solutions: deSolutions,
  projects: deProjects,
  about: deAbout,
  legal: deLegal,
  contact: deContact,
  whistleblower: deWhistleblower,
  whistleblowerFollowUp: deWhistleblowerFollowUp,
  popup: dePopup,
  consent: deConsent,
  application: deApplication,
  applicantLink: deApplicantLink,
  search: deSearch,
}

export const en: typeof de = {
  ...enCommon,
  home: enHome,
  careers: enCareers,
  solutions: enSolutions,
  projects: enProjects,
  about: enAbout,
  legal: enLegal,
  contact: enContact,
  whistleblower: enWhistleblower,
  whistleblowerFollowUp: enWhistleblowerFollowUp,
  popup: enPopup,
  consent: enConsent,
  application: enApplication,
  applicantLink: enApplicantLink,
  search: enSearch,
}

export const messages = { de, en } as const
export type Messages = typeof de
