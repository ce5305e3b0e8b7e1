/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_TextInputs */

const en_settings_language_text = /** @type {(inputs: Settings_Language_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language of the app's screens`)
};

const hi_settings_language_text = /** @type {(inputs: Settings_Language_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऐप की स्क्रीनों की भाषा`)
};

/**
* | output |
* | --- |
* | "The language of the app's screens" |
*
* @param {Settings_Language_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_language_text = /** @type {((inputs?: Settings_Language_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_language_text(inputs)
	return en_settings_language_text(inputs)
});