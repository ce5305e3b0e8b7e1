/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dark_OnInputs */

const en_settings_dark_on = /** @type {(inputs: Settings_Dark_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark mode enabled`)
};

const hi_settings_dark_on = /** @type {(inputs: Settings_Dark_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डार्क मोड चालू हो गया`)
};

/**
* | output |
* | --- |
* | "Dark mode enabled" |
*
* @param {Settings_Dark_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_on = /** @type {((inputs?: Settings_Dark_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dark_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_dark_on(inputs)
	return en_settings_dark_on(inputs)
});