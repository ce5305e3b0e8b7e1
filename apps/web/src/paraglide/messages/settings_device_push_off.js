/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_OffInputs */

const en_settings_device_push_off = /** @type {(inputs: Settings_Device_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications on this device disabled`)
};

const hi_settings_device_push_off = /** @type {(inputs: Settings_Device_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस डिवाइस पर सूचनाएँ बंद हो गईं`)
};

/**
* | output |
* | --- |
* | "Notifications on this device disabled" |
*
* @param {Settings_Device_Push_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_off = /** @type {((inputs?: Settings_Device_Push_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_off(inputs)
	return en_settings_device_push_off(inputs)
});