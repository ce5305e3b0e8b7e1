/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dark_ModeInputs */

const en_settings_dark_mode = /** @type {(inputs: Settings_Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark Mode`)
};

const hi_settings_dark_mode = /** @type {(inputs: Settings_Dark_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डार्क मोड`)
};

/**
* | output |
* | --- |
* | "Dark Mode" |
*
* @param {Settings_Dark_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_mode = /** @type {((inputs?: Settings_Dark_ModeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dark_ModeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_dark_mode(inputs)
	return en_settings_dark_mode(inputs)
});