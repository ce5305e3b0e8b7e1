/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Consultation_PreferencesInputs */

const en_settings_consultation_preferences = /** @type {(inputs: Settings_Consultation_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation Preferences`)
};

const hi_settings_consultation_preferences = /** @type {(inputs: Settings_Consultation_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परामर्श की पसंद`)
};

/**
* | output |
* | --- |
* | "Consultation Preferences" |
*
* @param {Settings_Consultation_PreferencesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_consultation_preferences = /** @type {((inputs?: Settings_Consultation_PreferencesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Consultation_PreferencesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_consultation_preferences(inputs)
	return en_settings_consultation_preferences(inputs)
});