import { GermanTitleCell as GermanTitleCell_fdfab14722d9c5a0cd098e796fc44eb3 } from '../../../admin/GermanTitleCell'
import { GermanOriginal as GermanOriginal_05335b0e05bc8016e244c674ddc435ac } from '../../../admin/GermanOriginal'
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
import { LinkTargetsWarning as LinkTargetsWarning_71b1187ac08f92493667a5b1ba751881 } from '../../../admin/LinkTargetsWarning'
import { YesNoCell as YesNoCell_6819b2063937d31f7f826ff856c662c1 } from '../../../admin/YesNoCell'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { TranslationStatusCell as TranslationStatusCell_24ebdaa223eac6877af4c35c47ebc456 } from '../../../admin/TranslationStatusCell'
import { TranslationStatusField as TranslationStatusField_0640623b22a0d7b3bea9cb384b220334 } from '../../../admin/TranslationStatusField'
import { ScheduleCell as ScheduleCell_624e42e910a9021c907bb23b832842a9 } from '../../../admin/ScheduleCell'
import { JobEndCell as JobEndCell_14a4a53a89fa132d52adcb31a73dd120 } from '../../../admin/JobEndCell'
import { AssigneeCell as AssigneeCell_dd5179ba0158a1ffce441804e2a503c6 } from '../../../admin/AssigneeCell'
import { OverdueCell as OverdueCell_acaf5117ec225d3b9fe58ebcf9bb722e } from '../../../admin/OverdueCell'
import { CaseFiles as CaseFiles_a6ec034bfc0689f694e96c6d8619c217 } from '../../../admin/CaseFiles'
import { CaseFileView as CaseFileView_83a5edc3d2242e6d447476eb2ff119a8 } from '../../../admin/CaseFileView'
import { JobNameCell as JobNameCell_1578a8d31eff9466474b7ae1dba3b52c } from '../../../admin/JobNameCell'
import { ApplicationDocuments as ApplicationDocuments_eb617136406f522092a852d3528435e6 } from '../../../admin/ApplicationDocuments'
import { ApplicationsOverview as ApplicationsOverview_ab78d951995c5c1926acf5cb3ed6d546 } from '../../../admin/ApplicationsOverview'
import { OfficeResetWarning as OfficeResetWarning_08c6b95ead3975e56c09ff127098b356 } from '../../../admin/OfficeResetWarning'
import { OfficeKeyPanel as OfficeKeyPanel_fa272c731cd589543acedf4ee259367b } from '../../../admin/OfficeKeyPanel'
import { ScheduleNavLink as ScheduleNavLink_81484b1baa9b0b598e22a4ab4e19bfe2 } from '../../../admin/ScheduleNavLink'
import { VisitorsNavLink as VisitorsNavLink_ffeb69e0d333482938494b630d45c432 } from '../../../admin/VisitorsNavLink'
import { OfficeNavLinks as OfficeNavLinks_7a852067e4c27345223338394d1ecfe8 } from '../../../admin/OfficeNavLinks'
import { HrKeyPanel as HrKeyPanel_8330a3c602c07985ee0bd43f0844a554 } from '../../../admin/HrKeyPanel'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_7848c4bb151825558a6454c501b054d7 } from '../../../admin/SignInView'
import { ScheduleCalendarView as ScheduleCalendarView_2ec9526bdccbdc1bebe2e393b9447e52 } from '../../../admin/ScheduleCalendarView'
import { DeskCaseView as DeskCaseView_63d5e65b481c424d239bf65f381a42d5 } from '../../../admin/DeskCaseView'
import { VisitorFiguresView as VisitorFiguresView_797a679a9b9eb82c24cd2fb93950edd7 } from '../../../admin/VisitorFiguresView'
import { FiguresView as FiguresView_83482b90bbdb2f6e19c269ef8a7fb89d } from '../../../admin/FiguresView'
import { CaseDeskStatusWidget as CaseDeskStatusWidget_5ae69046086da72ba6c43092597f9dba } from '../../../admin/CaseDeskStatusWidget'
import { CaseDeskDeadlinesWidget as CaseDeskDeadlinesWidget_38c98ce71f99eb4160871d3f5c3c3cea } from '../../../admin/CaseDeskDeadlinesWidget'
import { CaseDeskMessagesWidget as CaseDeskMessagesWidget_fb25d4aa6a2fc76d773cf96194e2931d } from '../../../admin/CaseDeskMessagesWidget'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/GermanTitleCell#GermanTitleCell": GermanTitleCell_fdfab14722d9c5a0cd098e796fc44eb3,
  "/admin/GermanOriginal#GermanOriginal": GermanOriginal_05335b0e05bc8016e244c674ddc435ac,
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
  "/admin/LinkTargetsWarning#LinkTargetsWarning": LinkTargetsWarning_71b1187ac08f92493667a5b1ba751881,
  "/admin/YesNoCell#YesNoCell": YesNoCell_6819b2063937d31f7f826ff856c662c1,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/admin/TranslationStatusCell#TranslationStatusCell": TranslationStatusCell_24ebdaa223eac6877af4c35c47ebc456,
  "/admin/TranslationStatusField#TranslationStatusField": TranslationStatusField_0640623b22a0d7b3bea9cb384b220334,
  "/admin/ScheduleCell#ScheduleCell": ScheduleCell_624e42e910a9021c907bb23b832842a9,
  "/admin/JobEndCell#JobEndCell": JobEndCell_14a4a53a89fa132d52adcb31a73dd120,
  "/admin/AssigneeCell#AssigneeCell": AssigneeCell_dd5179ba0158a1ffce441804e2a503c6,
  "/admin/OverdueCell#OverdueCell": OverdueCell_acaf5117ec225d3b9fe58ebcf9bb722e,
  "/admin/CaseFiles#CaseFiles": CaseFiles_a6ec034bfc0689f694e96c6d8619c217,
  "/admin/CaseFileView#CaseFileView": CaseFileView_83a5edc3d2242e6d447476eb2ff119a8,
  "/admin/JobNameCell#JobNameCell": JobNameCell_1578a8d31eff9466474b7ae1dba3b52c,
  "/admin/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_eb617136406f522092a852d3528435e6,
  "/admin/ApplicationsOverview#ApplicationsOverview": ApplicationsOverview_ab78d951995c5c1926acf5cb3ed6d546,
  "/admin/OfficeResetWarning#OfficeResetWarning": OfficeResetWarning_08c6b95ead3975e56c09ff127098b356,
  "/admin/OfficeKeyPanel#OfficeKeyPanel": OfficeKeyPanel_fa272c731cd589543acedf4ee259367b,
  "/admin/ScheduleNavLink#ScheduleNavLink": ScheduleNavLink_81484b1baa9b0b598e22a4ab4e19bfe2,
  "/admin/VisitorsNavLink#VisitorsNavLink": VisitorsNavLink_ffeb69e0d333482938494b630d45c432,
  "/admin/OfficeNavLinks#OfficeNavLinks": OfficeNavLinks_7a852067e4c27345223338394d1ecfe8,
  "/admin/HrKeyPanel#HrKeyPanel": HrKeyPanel_8330a3c602c07985ee0bd43f0844a554,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/SignInView#SignInView": SignInView_7848c4bb151825558a6454c501b054d7,
  "/admin/ScheduleCalendarView#ScheduleCalendarView": ScheduleCalendarView_2ec9526bdccbdc1bebe2e393b9447e52,
  "/admin/DeskCaseView#DeskCaseView": DeskCaseView_63d5e65b481c424d239bf65f381a42d5,
  "/admin/VisitorFiguresView#VisitorFiguresView": VisitorFiguresView_797a679a9b9eb82c24cd2fb93950edd7,
  "/admin/FiguresView#FiguresView": FiguresView_83482b90bbdb2f6e19c269ef8a7fb89d,
  "/admin/CaseDeskStatusWidget#CaseDeskStatusWidget": CaseDeskStatusWidget_5ae69046086da72ba6c43092597f9dba,
  "/admin/CaseDeskDeadlinesWidget#CaseDeskDeadlinesWidget": CaseDeskDeadlinesWidget_38c98ce71f99eb4160871d3f5c3c3cea,
  "/admin/CaseDeskMessagesWidget#CaseDeskMessagesWidget": CaseDeskMessagesWidget_fb25d4aa6a2fc76d773cf96194e2931d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
