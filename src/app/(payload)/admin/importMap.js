import { GermanTitleCell as GermanTitleCell_fdfab14722d9c5a0cd098e796fc44eb3 } from '../../../admin/GermanTitleCell'
import { GermanOriginal as GermanOriginal_05335b0e05bc8016e244c674ddc435ac } from '../../../admin/GermanOriginal'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { KeepLinksFeatureClient as KeepLinksFeatureClient_4bb0f0ce343b99dccbfc2620cb3816b2 } from '../../../admin/richText/KeepLinksFeature'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkTargetsWarning as LinkTargetsWarning_71b1187ac08f92493667a5b1ba751881 } from '../../../admin/LinkTargetsWarning'
import { YesNoCell as YesNoCell_6819b2063937d31f7f826ff856c662c1 } from '../../../admin/YesNoCell'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { TranslationStatusCell as TranslationStatusCell_24ebdaa223eac6877af4c35c47ebc456 } from '../../../admin/TranslationStatusCell'
import { TranslationStatusField as TranslationStatusField_0640623b22a0d7b3bea9cb384b220334 } from '../../../admin/TranslationStatusField'
import { NoField as NoField_7138bc49b3379c163b2ef185fd3b3656 } from '../../../admin/NoField'
import { ScheduleCell as ScheduleCell_624e42e910a9021c907bb23b832842a9 } from '../../../admin/ScheduleCell'
import { JobEndCell as JobEndCell_14a4a53a89fa132d52adcb31a73dd120 } from '../../../admin/JobEndCell'
import { AssigneeCell as AssigneeCell_3e5ae058aeb66a06c49ffd599898e204 } from '../../../admin/whistleblower/AssigneeCell'
import { OverdueCell as OverdueCell_c8db3f2815f824b89634f020d3244d00 } from '../../../admin/whistleblower/OverdueCell'
import { CaseFiles as CaseFiles_f483bbb412cc6899e31e6eb7b0b45a65 } from '../../../admin/whistleblower/CaseFiles'
import { CaseFileView as CaseFileView_5154cc01f6acabaf78aeb3d007cf4076 } from '../../../admin/whistleblower/CaseFileView'
import { ApplicationAccessNote as ApplicationAccessNote_63bcd8b087da42ba3d55750bbdc4a5cd } from '../../../admin/applications/ApplicationAccessNote'
import { MailPreview as MailPreview_40a77863381977197d30269a2e4be48a } from '../../../admin/applications/MailPreview'
import { JobNameCell as JobNameCell_cd98bd8e5a78f004a06d2bde375bd250 } from '../../../admin/applications/JobNameCell'
import { WrittenConsent as WrittenConsent_4f96ecffeeb0b44232ed2e8a45859c78 } from '../../../admin/applications/WrittenConsent'
import { ApplicationShares as ApplicationShares_015f54dea2fa64de7f69c2950085278f } from '../../../admin/applications/ApplicationShares'
import { ApplicationDocuments as ApplicationDocuments_27e7fd31fa5f271e8dee8d59a6b058e0 } from '../../../admin/applications/ApplicationDocuments'
import { ApplicationsOverview as ApplicationsOverview_c8ca4b3874b88533e5da2c797fb05209 } from '../../../admin/applications/ApplicationsOverview'
import { UpcomingInterviews as UpcomingInterviews_ba61c10c6b43319b16b30488940cccdf } from '../../../admin/applications/UpcomingInterviews'
import { DeskAccessNote as DeskAccessNote_779e15aad0cbdc0ac87763051ffc618a } from '../../../admin/DeskAccessNote'
import { GlobalSaveButton as GlobalSaveButton_db93f894e4889514bd171b863f18d432 } from '../../../admin/GlobalSaveButton'
import { DeskKeyPanel as DeskKeyPanel_af7fc3ad43310adda13deac8111e9c5f } from '../../../admin/DeskKeyPanel'
import { ScheduleNavLink as ScheduleNavLink_81484b1baa9b0b598e22a4ab4e19bfe2 } from '../../../admin/ScheduleNavLink'
import { TranslationsNavLink as TranslationsNavLink_716fe6c7012dcbbcba7d6e9d1b185376 } from '../../../admin/TranslationsNavLink'
import { VisitorsNavLink as VisitorsNavLink_ffeb69e0d333482938494b630d45c432 } from '../../../admin/VisitorsNavLink'
import { OfficeNavLinks as OfficeNavLinks_01e01fe6dd8b6b8a79dba5b5d18cbe46 } from '../../../admin/whistleblower/OfficeNavLinks'
import { AdminCorrections as AdminCorrections_6fe0bc3ad17c7c5cc57a53cb5fee88b0 } from '../../../admin/AdminCorrections'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_7848c4bb151825558a6454c501b054d7 } from '../../../admin/SignInView'
import { ScheduleCalendarView as ScheduleCalendarView_2ec9526bdccbdc1bebe2e393b9447e52 } from '../../../admin/ScheduleCalendarView'
import { DeskCaseView as DeskCaseView_2d06907def1713839650944051c4ef7e } from '../../../admin/whistleblower/DeskCaseView'
import { VisitorFiguresView as VisitorFiguresView_797a679a9b9eb82c24cd2fb93950edd7 } from '../../../admin/VisitorFiguresView'
import { TranslationOverviewView as TranslationOverviewView_9d280f851534b0fe949a22aeece93fc9 } from '../../../admin/TranslationOverviewView'
import { FiguresView as FiguresView_3450852a48896ef479f452b79a3b63e4 } from '../../../admin/whistleblower/FiguresView'
import { CaseDeskStatusWidget as CaseDeskStatusWidget_61cb5c50d9c3933afa9c77c9d5ff7661 } from '../../../admin/whistleblower/CaseDeskStatusWidget'
import { CaseDeskDeadlinesWidget as CaseDeskDeadlinesWidget_5f8c77b0ddbea876660b1328f6f29fba } from '../../../admin/whistleblower/CaseDeskDeadlinesWidget'
import { CaseDeskMessagesWidget as CaseDeskMessagesWidget_1f3836af5ecd2f7c74bcc1c0648695f4 } from '../../../admin/whistleblower/CaseDeskMessagesWidget'
import { FailedPlansWidget as FailedPlansWidget_a269a08ae0385309ad0213d1aec04342 } from '../../../admin/EditorDeskWidgets'
import { MyDraftsWidget as MyDraftsWidget_a269a08ae0385309ad0213d1aec04342 } from '../../../admin/EditorDeskWidgets'
import { TranslationsWidget as TranslationsWidget_a269a08ae0385309ad0213d1aec04342 } from '../../../admin/EditorDeskWidgets'
import { ChangesByOthersWidget as ChangesByOthersWidget_a269a08ae0385309ad0213d1aec04342 } from '../../../admin/EditorDeskWidgets'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/GermanTitleCell#GermanTitleCell": GermanTitleCell_fdfab14722d9c5a0cd098e796fc44eb3,
  "/admin/GermanOriginal#GermanOriginal": GermanOriginal_05335b0e05bc8016e244c674ddc435ac,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "/admin/richText/KeepLinksFeature#KeepLinksFeatureClient": KeepLinksFeatureClient_4bb0f0ce343b99dccbfc2620cb3816b2,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/LinkTargetsWarning#LinkTargetsWarning": LinkTargetsWarning_71b1187ac08f92493667a5b1ba751881,
  "/admin/YesNoCell#YesNoCell": YesNoCell_6819b2063937d31f7f826ff856c662c1,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/admin/TranslationStatusCell#TranslationStatusCell": TranslationStatusCell_24ebdaa223eac6877af4c35c47ebc456,
  "/admin/TranslationStatusField#TranslationStatusField": TranslationStatusField_0640623b22a0d7b3bea9cb384b220334,
  "/admin/NoField#NoField": NoField_7138bc49b3379c163b2ef185fd3b3656,
  "/admin/ScheduleCell#ScheduleCell": ScheduleCell_624e42e910a9021c907bb23b832842a9,
  "/admin/JobEndCell#JobEndCell": JobEndCell_14a4a53a89fa132d52adcb31a73dd120,
  "/admin/whistleblower/AssigneeCell#AssigneeCell": AssigneeCell_3e5ae058aeb66a06c49ffd599898e204,
  "/admin/whistleblower/OverdueCell#OverdueCell": OverdueCell_c8db3f2815f824b89634f020d3244d00,
  "/admin/whistleblower/CaseFiles#CaseFiles": CaseFiles_f483bbb412cc6899e31e6eb7b0b45a65,
  "/admin/whistleblower/CaseFileView#CaseFileView": CaseFileView_5154cc01f6acabaf78aeb3d007cf4076,
  "/admin/applications/ApplicationAccessNote#ApplicationAccessNote": ApplicationAccessNote_63bcd8b087da42ba3d55750bbdc4a5cd,
  "/admin/applications/MailPreview#MailPreview": MailPreview_40a77863381977197d30269a2e4be48a,
  "/admin/applications/JobNameCell#JobNameCell": JobNameCell_cd98bd8e5a78f004a06d2bde375bd250,
  "/admin/applications/WrittenConsent#WrittenConsent": WrittenConsent_4f96ecffeeb0b44232ed2e8a45859c78,
  "/admin/applications/ApplicationShares#ApplicationShares": ApplicationShares_015f54dea2fa64de7f69c2950085278f,
  "/admin/applications/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_27e7fd31fa5f271e8dee8d59a6b058e0,
  "/admin/applications/ApplicationsOverview#ApplicationsOverview": ApplicationsOverview_c8ca4b3874b88533e5da2c797fb05209,
  "/admin/applications/UpcomingInterviews#UpcomingInterviews": UpcomingInterviews_ba61c10c6b43319b16b30488940cccdf,
  "/admin/DeskAccessNote#DeskAccessNote": DeskAccessNote_779e15aad0cbdc0ac87763051ffc618a,
  "/admin/GlobalSaveButton#GlobalSaveButton": GlobalSaveButton_db93f894e4889514bd171b863f18d432,
  "/admin/DeskKeyPanel#DeskKeyPanel": DeskKeyPanel_af7fc3ad43310adda13deac8111e9c5f,
  "/admin/ScheduleNavLink#ScheduleNavLink": ScheduleNavLink_81484b1baa9b0b598e22a4ab4e19bfe2,
  "/admin/TranslationsNavLink#TranslationsNavLink": TranslationsNavLink_716fe6c7012dcbbcba7d6e9d1b185376,
  "/admin/VisitorsNavLink#VisitorsNavLink": VisitorsNavLink_ffeb69e0d333482938494b630d45c432,
  "/admin/whistleblower/OfficeNavLinks#OfficeNavLinks": OfficeNavLinks_01e01fe6dd8b6b8a79dba5b5d18cbe46,
  "/admin/AdminCorrections#AdminCorrections": AdminCorrections_6fe0bc3ad17c7c5cc57a53cb5fee88b0,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/SignInView#SignInView": SignInView_7848c4bb151825558a6454c501b054d7,
  "/admin/ScheduleCalendarView#ScheduleCalendarView": ScheduleCalendarView_2ec9526bdccbdc1bebe2e393b9447e52,
  "/admin/whistleblower/DeskCaseView#DeskCaseView": DeskCaseView_2d06907def1713839650944051c4ef7e,
  "/admin/VisitorFiguresView#VisitorFiguresView": VisitorFiguresView_797a679a9b9eb82c24cd2fb93950edd7,
  "/admin/TranslationOverviewView#TranslationOverviewView": TranslationOverviewView_9d280f851534b0fe949a22aeece93fc9,
  "/admin/whistleblower/FiguresView#FiguresView": FiguresView_3450852a48896ef479f452b79a3b63e4,
  "/admin/whistleblower/CaseDeskStatusWidget#CaseDeskStatusWidget": CaseDeskStatusWidget_61cb5c50d9c3933afa9c77c9d5ff7661,
  "/admin/whistleblower/CaseDeskDeadlinesWidget#CaseDeskDeadlinesWidget": CaseDeskDeadlinesWidget_5f8c77b0ddbea876660b1328f6f29fba,
  "/admin/whistleblower/CaseDeskMessagesWidget#CaseDeskMessagesWidget": CaseDeskMessagesWidget_1f3836af5ecd2f7c74bcc1c0648695f4,
  "/admin/EditorDeskWidgets#FailedPlansWidget": FailedPlansWidget_a269a08ae0385309ad0213d1aec04342,
  "/admin/EditorDeskWidgets#MyDraftsWidget": MyDraftsWidget_a269a08ae0385309ad0213d1aec04342,
  "/admin/EditorDeskWidgets#TranslationsWidget": TranslationsWidget_a269a08ae0385309ad0213d1aec04342,
  "/admin/EditorDeskWidgets#ChangesByOthersWidget": ChangesByOthersWidget_a269a08ae0385309ad0213d1aec04342,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
