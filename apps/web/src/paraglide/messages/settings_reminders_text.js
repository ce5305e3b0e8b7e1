/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Reminders_TextInputs */

const en_settings_reminders_text = /** @type {(inputs: Settings_Reminders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications before your sessions`)
};

const hi_settings_reminders_text = /** @type {(inputs: Settings_Reminders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके सत्र से पहले पुश सूचनाएँ`)
};

/**
* | output |
* | --- |
* | "Push notifications before your sessions" |
*
* @param {Settings_Reminders_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_reminders_text = /** @type {((inputs?: Settings_Reminders_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reminders_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_reminders_text(inputs)
	return en_settings_reminders_text(inputs)
});