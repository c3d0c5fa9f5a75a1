import Foundation
import _FoundationICU

/// Every raw call into ICU, in one file.
///
/// Foundation on Linux formats no measurement (`Measurement.FormatStyle` and
/// `MeasurementFormatter` are missing from swift-corelibs-foundation), so CLDR's units
/// with their plural forms, and collation in a locale's order, come from the ICU that
/// the toolchain ships inside Foundation (`_FoundationICU`, ICU 76, its C API with a
/// `swift_` prefix). It is the same ICU data Foundation's own formatters read.
enum ICUCalls {
    /// `values` with a CLDR unit (`length-foot`), in `width` (`unit-width-full-name`,
    /// `unit-width-short`), in `locale`'s digits and plural forms; `nil` when ICU does not
    /// know the unit.
    static func measures(_ values: [Double], unit: String, width: String, locale: String) -> [String]? {
        numbers(values, skeleton: "measure-unit/\(unit) \(width) group-off", locale: locale)
    }

    /// `values` formatted by an ICU number skeleton in `locale`, with one formatter for
    /// all of them; `nil` when ICU refuses the skeleton.
    static func numbers(_ values: [Double], skeleton: String, locale: String) -> [String]? {
        var status = U_ZERO_ERROR
        let skeleton = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), locale, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status) else { return nil }
        defer { swift_unumf_closeResult(result) }
        var buffer = [UChar](repeating: 0, count: 256)
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            swift_unumf_formatDouble(formatter, value, result, &status)
            let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else { return nil }
            texts.append(String(decoding: buffer[0..<Int(length)], as: UTF16.self))
        }
        return texts
    }

    /// Whether ICU's East_Asian_Width of `scalar` is Wide or Fullwidth.
    static func isWideOrFullwidth(_ scalar: Unicode.Scalar) -> Bool {
        let width = swift_u_getIntPropertyValue(UChar32(scalar.value), UCHAR_EAST_ASIAN_WIDTH)
        return width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)
    }

    /// `texts` in `locale`'s collation order (German "Oman, Österreich, Zypern").
    static func sorted(_ texts: [String], locale: String) -> [String] {
        var status = U_ZERO_ERROR
        guard let collator = swift_ucol_open(locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return texts.sorted() }
        defer { swift_ucol_close(collator) }
        let units = texts.map { Array($0.utf16) }
        return units.indices.sorted { left, right in
            swift_ucol_strcoll(collator, units[left], Int32(units[left].count), units[right], Int32(units[right].count)) == UCOL_LESS
        }.map { texts[$0] }
    }
}
