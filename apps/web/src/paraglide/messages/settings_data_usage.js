/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_UsageInputs */

const en_settings_data_usage = /** @type {(inputs: Settings_Data_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Usage`)
};

const hi_settings_data_usage = /** @type {(inputs: Settings_Data_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डेटा उपयोग`)
};

/**
* | output |
* | --- |
* | "Data Usage" |
*
* @param {Settings_Data_UsageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_usage = /** @type {((inputs?: Settings_Data_UsageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_UsageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_data_usage(inputs)
	return en_settings_data_usage(inputs)
});