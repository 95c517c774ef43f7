import * as migration_20261122_024639_initial from './20261122_024639_initial';
import * as migration_20261122_080555_contact_submissions from './20261122_080555_contact_submissions';
import * as migration_20261122_093444_whistleblower_reports from './20261122_093444_whistleblower_reports';
import * as migration_20261122_110412_whistleblower_messages from './20261122_110412_whistleblower_messages';
import * as migration_20261122_143026_company_film from './20261122_143026_company_film';
import * as migration_20261123_032335_whistleblower_unlocked from './20261123_032335_whistleblower_unlocked';
import * as migration_20261123_053152_office_keys from './20261123_053152_office_keys';
import * as migration_20261123_061255_staff_two_factor from './20261123_061255_staff_two_factor';
import * as migration_20261123_112315_structured_data_fields from './20261123_112315_structured_data_fields';
import * as migration_20261123_114613_seo_fields_and_schedules from './20261123_114613_seo_fields_and_schedules';
import * as migration_20261123_174709_upload_storage_fields from './20261123_174709_upload_storage_fields';
import * as migration_20261123_174849_case_desk from './20261123_174849_case_desk';
import * as migration_20261123_205245_page_assets from './20261123_205245_page_assets';
import * as migration_20261123_213954_live_preview_autosave from './20261123_213954_live_preview_autosave';
import * as migration_20261124_121310_office_member_keys from './20261124_121310_office_member_keys';
import * as migration_20261126_003639_translation_status_and_trash from './20261126_003639_translation_status_and_trash';
import * as migration_20261126_010715_applications from './20261126_010715_applications';
import * as migration_20261126_014357_users_display_name from './20261126_014357_users_display_name';
import * as migration_20261126_040338_whistleblower_desk_cases from './20261126_040338_whistleblower_desk_cases';
import * as migration_20261126_040821_whistleblower_files from './20261126_040821_whistleblower_files';
import * as migration_20261126_041246_application_notes from './20261126_041246_application_notes';
import * as migration_20261126_043116_application_mail_texts from './20261126_043116_application_mail_texts';
import * as migration_20261126_063806_visitor_counts from './20261126_063806_visitor_counts';
import * as migration_20261126_064235_site_link_choice from './20261126_064235_site_link_choice';
import * as migration_20261128_043715_desk_access from './20261128_043715_desk_access';
import * as migration_20261128_064347_schedule_notices from './20261128_064347_schedule_notices';
import * as migration_20261128_065957_document_addresses from './20261128_065957_document_addresses';
import * as migration_20261128_071932_edited_by_and_translation_state from './20261128_071932_edited_by_and_translation_state';
import * as migration_20261128_092758_site_search from './20261128_092758_site_search';
import * as migration_20261128_094042_audit_read_locked from './20261128_094042_audit_read_locked';
import * as migration_20261128_094240_application_consent_and_link from './20261128_094240_application_consent_and_link';
import * as migration_20261129_031949_case_classification from './20261129_031949_case_classification';
import * as migration_20261129_034131_case_redactions from './20261129_034131_case_redactions';
import * as migration_20261129_043344_hiring_managers_and_interviews from './20261129_043344_hiring_managers_and_interviews';
import * as migration_20261129_072436_first_feedback from './20261129_072436_first_feedback';

export const migrations = [
  {
    up: migration_20261122_024639_initial.up,
    down: migration_20261122_024639_initial.down,
    name: '20261122_024639_initial',
  },
  {
    up: migration_20261122_080555_contact_submissions.up,
    down: migration_20261122_080555_contact_submissions.down,
    name: '20261122_080555_contact_submissions',
  },
  {
    up: migration_20261122_093444_whistleblower_reports.up,
    down: migration_20261122_093444_whistleblower_reports.down,
    name: '20261122_093444_whistleblower_reports',
  },
  {
    up: migration_20261122_110412_whistleblower_messages.up,
    down: migration_20261122_110412_whistleblower_messages.down,
    name: '20261122_110412_whistleblower_messages',
  },
  {
    up: migration_20261122_143026_company_film.up,
    down: migration_20261122_143026_company_film.down,
    name: '20261122_143026_company_film',
  },
  {
    up: migration_20261123_032335_whistleblower_unlocked.up,
    down: migration_20261123_032335_whistleblower_unlocked.down,
    name: '20261123_032335_whistleblower_unlocked',
  },
  {
    up: migration_20261123_053152_office_keys.up,
    down: migration_20261123_053152_office_keys.down,
    name: '20261123_053152_office_keys',
  },
  {
    up: migration_20261123_061255_staff_two_factor.up,
    down: migration_20261123_061255_staff_two_factor.down,
    name: '20261123_061255_staff_two_factor',
  },
  {
    up: migration_20261123_112315_structured_data_fields.up,
    down: migration_20261123_112315_structured_data_fields.down,
    name: '20261123_112315_structured_data_fields',
  },
  {
    up: migration_20261123_114613_seo_fields_and_schedules.up,
    down: migration_20261123_114613_seo_fields_and_schedules.down,
    name: '20261123_114613_seo_fields_and_schedules',
  },
  {
    up: migration_20261123_174709_upload_storage_fields.up,
    down: migration_20261123_174709_upload_storage_fields.down,
    name: '20261123_174709_upload_storage_fields',
  },
  {
    up: migration_20261123_174849_case_desk.up,
    down: migration_20261123_174849_case_desk.down,
    name: '20261123_174849_case_desk',
  },
  {
    up: migration_20261123_205245_page_assets.up,
    down: migration_20261123_205245_page_assets.down,
    name: '20261123_205245_page_assets',
  },
  {
    up: migration_20261123_213954_live_preview_autosave.up,
    down: migration_20261123_213954_live_preview_autosave.down,
    name: '20261123_213954_live_preview_autosave',
  },
  {
    up: migration_20261124_121310_office_member_keys.up,
    down: migration_20261124_121310_office_member_keys.down,
    name: '20261124_121310_office_member_keys',
  },
  {
    up: migration_20261126_003639_translation_status_and_trash.up,
    down: migration_20261126_003639_translation_status_and_trash.down,
    name: '20261126_003639_translation_status_and_trash',
  },
  {
    up: migration_20261126_010715_applications.up,
    down: migration_20261126_010715_applications.down,
    name: '20261126_010715_applications',
  },
  {
    up: migration_20261126_014357_users_display_name.up,
    down: migration_20261126_014357_users_display_name.down,
    name: '20261126_014357_users_display_name',
  },
  {
    up: migration_20261126_040338_whistleblower_desk_cases.up,
    down: migration_20261126_040338_whistleblower_desk_cases.down,
    name: '20261126_040338_whistleblower_desk_cases',
  },
  {
    up: migration_20261126_040821_whistleblower_files.up,
    down: migration_20261126_040821_whistleblower_files.down,
    name: '20261126_040821_whistleblower_files',
  },
  {
    up: migration_20261126_041246_application_notes.up,
    down: migration_20261126_041246_application_notes.down,
    name: '20261126_041246_application_notes',
  },
  {
    up: migration_20261126_043116_application_mail_texts.up,
    down: migration_20261126_043116_application_mail_texts.down,
    name: '20261126_043116_application_mail_texts',
  },
  {
    up: migration_20261126_063806_visitor_counts.up,
    down: migration_20261126_063806_visitor_counts.down,
    name: '20261126_063806_visitor_counts',
  },
  {
    up: migration_20261126_064235_site_link_choice.up,
    down: migration_20261126_064235_site_link_choice.down,
    name: '20261126_064235_site_link_choice',
  },
  {
    up: migration_20261128_043715_desk_access.up,
    down: migration_20261128_043715_desk_access.down,
    name: '20261128_043715_desk_access',
  },
  {
    up: migration_20261128_064347_schedule_notices.up,
    down: migration_20261128_064347_schedule_notices.down,
    name: '20261128_064347_schedule_notices',
  },
  {
    up: migration_20261128_065957_document_addresses.up,
    down: migration_20261128_065957_document_addresses.down,
    name: '20261128_065957_document_addresses',
  },
  {
    up: migration_20261128_071932_edited_by_and_translation_state.up,
    down: migration_20261128_071932_edited_by_and_translation_state.down,
    name: '20261128_071932_edited_by_and_translation_state',
  },
  {
    up: migration_20261128_092758_site_search.up,
    down: migration_20261128_092758_site_search.down,
    name: '20261128_092758_site_search',
  },
  {
    up: migration_20261128_094042_audit_read_locked.up,
    down: migration_20261128_094042_audit_read_locked.down,
    name: '20261128_094042_audit_read_locked',
  },
  {
    up: migration_20261128_094240_application_consent_and_link.up,
    down: migration_20261128_094240_application_consent_and_link.down,
    name: '20261128_094240_application_consent_and_link',
  },
  {
    up: migration_20261129_031949_case_classification.up,
    down: migration_20261129_031949_case_classification.down,
    name: '20261129_031949_case_classification',
  },
  {
    up: migration_20261129_034131_case_redactions.up,
    down: migration_20261129_034131_case_redactions.down,
    name: '20261129_034131_case_redactions',
  },
  {
    up: migration_20261129_043344_hiring_managers_and_interviews.up,
    down: migration_20261129_043344_hiring_managers_and_interviews.down,
    name: '20261129_043344_hiring_managers_and_interviews',
  },
  {
    up: migration_20261129_072436_first_feedback.up,
    down: migration_20261129_072436_first_feedback.down,
    name: '20261129_072436_first_feedback'
  },
];
