/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_RemindersInputs */

const en_settings_reminders = /** @type {(inputs: Settings_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointment Reminders`)
};

const hi_settings_reminders = /** @type {(inputs: Settings_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपॉइंटमेंट रिमाइंडर`)
};

/**
* | output |
* | --- |
* | "Appointment Reminders" |
*
* @param {Settings_RemindersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_reminders = /** @type {((inputs?: Settings_RemindersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_RemindersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_reminders(inputs)
	return en_settings_reminders(inputs)
});