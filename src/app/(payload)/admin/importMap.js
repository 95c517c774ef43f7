import { GermanTitleCell as GermanTitleCell_d41e6d6c321685aad6ba49f8f27eb1c8 } from '../../../components/admin/GermanTitleCell'
import { GermanOriginal as GermanOriginal_7ed9c64c91bfba1c7c8f6b6c58d887f7 } from '../../../components/admin/GermanOriginal'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
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
import { LinkTargetsWarning as LinkTargetsWarning_681ead66786118aa86f8a80ea7217e55 } from '../../../components/admin/LinkTargetsWarning'
import { YesNoCell as YesNoCell_c819861bcfbec7c19feb676c4d30e0cc } from '../../../components/admin/YesNoCell'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { TranslationStatusCell as TranslationStatusCell_c011fa2b6b8e9f0faa76cfc293eba796 } from '../../../components/admin/TranslationStatusCell'
import { TranslationStatusField as TranslationStatusField_1a824abae151a7b8768a9a50e6233202 } from '../../../components/admin/TranslationStatusField'
import { ScheduleCell as ScheduleCell_20a1717dd389dd6c6ce77f803c3ce8c1 } from '../../../components/admin/ScheduleCell'
import { JobEndCell as JobEndCell_ed28b80387a83dc644eda5d6e77fd00d } from '../../../components/admin/JobEndCell'
import { AssigneeCell as AssigneeCell_50dd5bd65132638dfcb9d482bf780df9 } from '../../../components/admin/AssigneeCell'
import { OverdueCell as OverdueCell_213c31b65466a0bee0577f61d1d00d44 } from '../../../components/admin/OverdueCell'
import { CaseFiles as CaseFiles_86e92701760ae850b79f1c859ad167d1 } from '../../../components/admin/CaseFiles'
import { CaseFileView as CaseFileView_345b4d1d33eb5a13639e45acc234a557 } from '../../../components/admin/CaseFileView'
import { JobNameCell as JobNameCell_24492acc6fba59b0188af94b9d858d20 } from '../../../components/admin/JobNameCell'
import { ApplicationDocuments as ApplicationDocuments_94560d1dc37ff7021a203fcf96d862e8 } from '../../../components/admin/ApplicationDocuments'
import { ApplicationsOverview as ApplicationsOverview_d974b9065aa048afd5b1a35da42d9a29 } from '../../../components/admin/ApplicationsOverview'
import { OfficeResetWarning as OfficeResetWarning_daf2915b44a8d47924fedb3366d7bc68 } from '../../../components/admin/OfficeResetWarning'
import { OfficeKeyPanel as OfficeKeyPanel_c6f2fdd80a3df519b32497b209840a50 } from '../../../components/admin/OfficeKeyPanel'
import { ScheduleNavLink as ScheduleNavLink_e27b502d680d458df1756a4fc0076e97 } from '../../../components/admin/ScheduleNavLink'
import { VisitorsNavLink as VisitorsNavLink_c147d9de9fce8905cf8d37f91c0e1e0d } from '../../../components/admin/VisitorsNavLink'
import { OfficeNavLinks as OfficeNavLinks_ccc21b9427b399cc33d558cc9ab3adea } from '../../../components/admin/OfficeNavLinks'
import { HrKeyPanel as HrKeyPanel_d2f76e86f8f0e024b19cd2eabbcbed8e } from '../../../components/admin/HrKeyPanel'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_84e236b12a4a5c2aae10e2ba75b79381 } from '../../../components/admin/SignInView'
import { ScheduleCalendarView as ScheduleCalendarView_5a9b8ff9d8a6c0906558427af68f74b5 } from '../../../components/admin/ScheduleCalendarView'
import { DeskCaseView as DeskCaseView_6a985e66c4f0f7e2fbba1e1d13f514ee } from '../../../components/admin/DeskCaseView'
import { VisitorFiguresView as VisitorFiguresView_74bff0a13969511514c6c99829dafcca } from '../../../components/admin/VisitorFiguresView'
import { FiguresView as FiguresView_513e20e64c7c3a85a54fb5f93892685f } from '../../../components/admin/FiguresView'
import { CaseDeskStatusWidget as CaseDeskStatusWidget_5186c016c9e63b8b1a0658b9de136bdd } from '../../../components/admin/CaseDeskStatusWidget'
import { CaseDeskDeadlinesWidget as CaseDeskDeadlinesWidget_f6be334993a5c011067f9e79526267fe } from '../../../components/admin/CaseDeskDeadlinesWidget'
import { CaseDeskMessagesWidget as CaseDeskMessagesWidget_dd44a7de50ab0ce97bed74684885b1ea } from '../../../components/admin/CaseDeskMessagesWidget'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/GermanTitleCell#GermanTitleCell": GermanTitleCell_d41e6d6c321685aad6ba49f8f27eb1c8,
  "/components/admin/GermanOriginal#GermanOriginal": GermanOriginal_7ed9c64c91bfba1c7c8f6b6c58d887f7,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
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
  "/components/admin/LinkTargetsWarning#LinkTargetsWarning": LinkTargetsWarning_681ead66786118aa86f8a80ea7217e55,
  "/components/admin/YesNoCell#YesNoCell": YesNoCell_c819861bcfbec7c19feb676c4d30e0cc,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/components/admin/TranslationStatusCell#TranslationStatusCell": TranslationStatusCell_c011fa2b6b8e9f0faa76cfc293eba796,
  "/components/admin/TranslationStatusField#TranslationStatusField": TranslationStatusField_1a824abae151a7b8768a9a50e6233202,
  "/components/admin/ScheduleCell#ScheduleCell": ScheduleCell_20a1717dd389dd6c6ce77f803c3ce8c1,
  "/components/admin/JobEndCell#JobEndCell": JobEndCell_ed28b80387a83dc644eda5d6e77fd00d,
  "/components/admin/AssigneeCell#AssigneeCell": AssigneeCell_50dd5bd65132638dfcb9d482bf780df9,
  "/components/admin/OverdueCell#OverdueCell": OverdueCell_213c31b65466a0bee0577f61d1d00d44,
  "/components/admin/CaseFiles#CaseFiles": CaseFiles_86e92701760ae850b79f1c859ad167d1,
  "/components/admin/CaseFileView#CaseFileView": CaseFileView_345b4d1d33eb5a13639e45acc234a557,
  "/components/admin/JobNameCell#JobNameCell": JobNameCell_24492acc6fba59b0188af94b9d858d20,
  "/components/admin/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_94560d1dc37ff7021a203fcf96d862e8,
  "/components/admin/ApplicationsOverview#ApplicationsOverview": ApplicationsOverview_d974b9065aa048afd5b1a35da42d9a29,
  "/components/admin/OfficeResetWarning#OfficeResetWarning": OfficeResetWarning_daf2915b44a8d47924fedb3366d7bc68,
  "/components/admin/OfficeKeyPanel#OfficeKeyPanel": OfficeKeyPanel_c6f2fdd80a3df519b32497b209840a50,
  "/components/admin/ScheduleNavLink#ScheduleNavLink": ScheduleNavLink_e27b502d680d458df1756a4fc0076e97,
  "/components/admin/VisitorsNavLink#VisitorsNavLink": VisitorsNavLink_c147d9de9fce8905cf8d37f91c0e1e0d,
  "/components/admin/OfficeNavLinks#OfficeNavLinks": OfficeNavLinks_ccc21b9427b399cc33d558cc9ab3adea,
  "/components/admin/HrKeyPanel#HrKeyPanel": HrKeyPanel_d2f76e86f8f0e024b19cd2eabbcbed8e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/SignInView#SignInView": SignInView_84e236b12a4a5c2aae10e2ba75b79381,
  "/components/admin/ScheduleCalendarView#ScheduleCalendarView": ScheduleCalendarView_5a9b8ff9d8a6c0906558427af68f74b5,
  "/components/admin/DeskCaseView#DeskCaseView": DeskCaseView_6a985e66c4f0f7e2fbba1e1d13f514ee,
  "/components/admin/VisitorFiguresView#VisitorFiguresView": VisitorFiguresView_74bff0a13969511514c6c99829dafcca,
  "/components/admin/FiguresView#FiguresView": FiguresView_513e20e64c7c3a85a54fb5f93892685f,
  "/components/admin/CaseDeskStatusWidget#CaseDeskStatusWidget": CaseDeskStatusWidget_5186c016c9e63b8b1a0658b9de136bdd,
  "/components/admin/CaseDeskDeadlinesWidget#CaseDeskDeadlinesWidget": CaseDeskDeadlinesWidget_f6be334993a5c011067f9e79526267fe,
  "/components/admin/CaseDeskMessagesWidget#CaseDeskMessagesWidget": CaseDeskMessagesWidget_dd44a7de50ab0ce97bed74684885b1ea,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
