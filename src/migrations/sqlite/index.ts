import * as migration_20261122_023839_initial from './20261122_023839_initial';
import * as migration_20261122_080546_contact_submissions from './20261122_080546_contact_submissions';
import * as migration_20261122_093437_whistleblower_reports from './20261122_093437_whistleblower_reports';
import * as migration_20261122_110406_whistleblower_messages from './20261122_110406_whistleblower_messages';
import * as migration_20261122_143021_company_film from './20261122_143021_company_film';
import * as migration_20261123_032342_whistleblower_unlocked from './20261123_032342_whistleblower_unlocked';
import * as migration_20261123_053150_office_keys from './20261123_053150_office_keys';
import * as migration_20261123_061237_staff_two_factor from './20261123_061237_staff_two_factor';
import * as migration_20261123_112311_structured_data_fields from './20261123_112311_structured_data_fields';
import * as migration_20261123_114611_seo_fields_and_schedules from './20261123_114611_seo_fields_and_schedules';
import * as migration_20261123_174700_upload_storage_fields from './20261123_174700_upload_storage_fields';
import * as migration_20261123_174845_case_desk from './20261123_174845_case_desk';
import * as migration_20261123_205235_page_assets from './20261123_205235_page_assets';
import * as migration_20261123_213951_live_preview_autosave from './20261123_213951_live_preview_autosave';
import * as migration_20261124_121305_office_member_keys from './20261124_121305_office_member_keys';
import * as migration_20261126_003634_translation_status_and_trash from './20261126_003634_translation_status_and_trash';
import * as migration_20261126_010706_applications from './20261126_010706_applications';
import * as migration_20261126_014344_users_display_name from './20261126_014344_users_display_name';
import * as migration_20261126_040317_whistleblower_desk_cases from './20261126_040317_whistleblower_desk_cases';
import * as migration_20261126_040803_whistleblower_files from './20261126_040803_whistleblower_files';
import * as migration_20261126_041224_application_notes from './20261126_041224_application_notes';
import * as migration_20261126_043108_application_mail_texts from './20261126_043108_application_mail_texts';
import * as migration_20261126_063750_visitor_counts from './20261126_063750_visitor_counts';
import * as migration_20261126_064221_site_link_choice from './20261126_064221_site_link_choice';
import * as migration_20261128_043636_desk_access from './20261128_043636_desk_access';
import * as migration_20261128_064334_schedule_notices from './20261128_064334_schedule_notices';
import * as migration_20261128_065942_document_addresses from './20261128_065942_document_addresses';
import * as migration_20261128_071925_edited_by_and_translation_state from './20261128_071925_edited_by_and_translation_state';
import * as migration_20261128_092748_site_search from './20261128_092748_site_search';
import * as migration_20261128_094035_audit_read_locked from './20261128_094035_audit_read_locked';
import * as migration_20261128_094233_application_consent_and_link from './20261128_094233_application_consent_and_link';
import * as migration_20261129_031917_case_classification from './20261129_031917_case_classification';
import * as migration_20261129_034040_case_redactions from './20261129_034040_case_redactions';
import * as migration_20261129_043330_hiring_managers_and_interviews from './20261129_043330_hiring_managers_and_interviews';
import * as migration_20261129_072412_first_feedback from './20261129_072412_first_feedback';

export const migrations = [
  {
    up: migration_20261122_023839_initial.up,
    down: migration_20261122_023839_initial.down,
    name: '20261122_023839_initial',
  },
  {
    up: migration_20261122_080546_contact_submissions.up,
    down: migration_20261122_080546_contact_submissions.down,
    name: '20261122_080546_contact_submissions',
  },
  {
    up: migration_20261122_093437_whistleblower_reports.up,
    down: migration_20261122_093437_whistleblower_reports.down,
    name: '20261122_093437_whistleblower_reports',
  },
  {
    up: migration_20261122_110406_whistleblower_messages.up,
    down: migration_20261122_110406_whistleblower_messages.down,
    name: '20261122_110406_whistleblower_messages',
  },
  {
    up: migration_20261122_143021_company_film.up,
    down: migration_20261122_143021_company_film.down,
    name: '20261122_143021_company_film',
  },
  {
    up: migration_20261123_032342_whistleblower_unlocked.up,
    down: migration_20261123_032342_whistleblower_unlocked.down,
    name: '20261123_032342_whistleblower_unlocked',
  },
  {
    up: migration_20261123_053150_office_keys.up,
    down: migration_20261123_053150_office_keys.down,
    name: '20261123_053150_office_keys',
  },
  {
    up: migration_20261123_061237_staff_two_factor.up,
    down: migration_20261123_061237_staff_two_factor.down,
    name: '20261123_061237_staff_two_factor',
  },
  {
    up: migration_20261123_112311_structured_data_fields.up,
    down: migration_20261123_112311_structured_data_fields.down,
    name: '20261123_112311_structured_data_fields',
  },
  {
    up: migration_20261123_114611_seo_fields_and_schedules.up,
    down: migration_20261123_114611_seo_fields_and_schedules.down,
    name: '20261123_114611_seo_fields_and_schedules',
  },
  {
    up: migration_20261123_174700_upload_storage_fields.up,
    down: migration_20261123_174700_upload_storage_fields.down,
    name: '20261123_174700_upload_storage_fields',
  },
  {
    up: migration_20261123_174845_case_desk.up,
    down: migration_20261123_174845_case_desk.down,
    name: '20261123_174845_case_desk',
  },
  {
    up: migration_20261123_205235_page_assets.up,
    down: migration_20261123_205235_page_assets.down,
    name: '20261123_205235_page_assets',
  },
  {
    up: migration_20261123_213951_live_preview_autosave.up,
    down: migration_20261123_213951_live_preview_autosave.down,
    name: '20261123_213951_live_preview_autosave',
  },
  {
    up: migration_20261124_121305_office_member_keys.up,
    down: migration_20261124_121305_office_member_keys.down,
    name: '20261124_121305_office_member_keys',
  },
  {
    up: migration_20261126_003634_translation_status_and_trash.up,
    down: migration_20261126_003634_translation_status_and_trash.down,
    name: '20261126_003634_translation_status_and_trash',
  },
  {
    up: migration_20261126_010706_applications.up,
    down: migration_20261126_010706_applications.down,
    name: '20261126_010706_applications',
  },
  {
    up: migration_20261126_014344_users_display_name.up,
    down: migration_20261126_014344_users_display_name.down,
    name: '20261126_014344_users_display_name',
  },
  {
    up: migration_20261126_040317_whistleblower_desk_cases.up,
    down: migration_20261126_040317_whistleblower_desk_cases.down,
    name: '20261126_040317_whistleblower_desk_cases',
  },
  {
    up: migration_20261126_040803_whistleblower_files.up,
    down: migration_20261126_040803_whistleblower_files.down,
    name: '20261126_040803_whistleblower_files',
  },
  {
    up: migration_20261126_041224_application_notes.up,
    down: migration_20261126_041224_application_notes.down,
    name: '20261126_041224_application_notes',
  },
  {
    up: migration_20261126_043108_application_mail_texts.up,
    down: migration_20261126_043108_application_mail_texts.down,
    name: '20261126_043108_application_mail_texts',
  },
  {
    up: migration_20261126_063750_visitor_counts.up,
    down: migration_20261126_063750_visitor_counts.down,
    name: '20261126_063750_visitor_counts',
  },
  {
    up: migration_20261126_064221_site_link_choice.up,
    down: migration_20261126_064221_site_link_choice.down,
    name: '20261126_064221_site_link_choice',
  },
  {
    up: migration_20261128_043636_desk_access.up,
    down: migration_20261128_043636_desk_access.down,
    name: '20261128_043636_desk_access',
  },
  {
    up: migration_20261128_064334_schedule_notices.up,
    down: migration_20261128_064334_schedule_notices.down,
    name: '20261128_064334_schedule_notices',
  },
  {
    up: migration_20261128_065942_document_addresses.up,
    down: migration_20261128_065942_document_addresses.down,
    name: '20261128_065942_document_addresses',
  },
  {
    up: migration_20261128_071925_edited_by_and_translation_state.up,
    down: migration_20261128_071925_edited_by_and_translation_state.down,
    name: '20261128_071925_edited_by_and_translation_state',
  },
  {
    up: migration_20261128_092748_site_search.up,
    down: migration_20261128_092748_site_search.down,
    name: '20261128_092748_site_search',
  },
  {
    up: migration_20261128_094035_audit_read_locked.up,
    down: migration_20261128_094035_audit_read_locked.down,
    name: '20261128_094035_audit_read_locked',
  },
  {
    up: migration_20261128_094233_application_consent_and_link.up,
    down: migration_20261128_094233_application_consent_and_link.down,
    name: '20261128_094233_application_consent_and_link',
  },
  {
    up: migration_20261129_031917_case_classification.up,
    down: migration_20261129_031917_case_classification.down,
    name: '20261129_031917_case_classification',
  },
  {
    up: migration_20261129_034040_case_redactions.up,
    down: migration_20261129_034040_case_redactions.down,
    name: '20261129_034040_case_redactions',
  },
  {
    up: migration_20261129_043330_hiring_managers_and_interviews.up,
    down: migration_20261129_043330_hiring_managers_and_interviews.down,
    name: '20261129_043330_hiring_managers_and_interviews',
  },
  {
    up: migration_20261129_072412_first_feedback.up,
    down: migration_20261129_072412_first_feedback.down,
    name: '20261129_072412_first_feedback'
  },
];
