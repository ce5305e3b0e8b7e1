/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_SavedInputs */

const en_settings_language_saved = /** @type {(inputs: Settings_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app is now in English`)
};

const hi_settings_language_saved = /** @type {(inputs: Settings_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऐप अब हिन्दी में है`)
};

/**
* | output |
* | --- |
* | "The app is now in English" |
*
* @param {Settings_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_language_saved = /** @type {((inputs?: Settings_Language_SavedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_SavedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_language_saved(inputs)
	return en_settings_language_saved(inputs)
});