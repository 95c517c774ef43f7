#!/usr/bin/env bash
# Makes the evidence files of tests/fixtures/evidence/ as real producers write them, each with a name, a place
# or an author in its metadata, for the tests of metadata removal (tests/unit/evidence-cleaning.test.ts):
# LibreOffice's DOCX, XLSX and ODT with comments and tracked changes, a PDF LibreOffice wrote and exiftool
# updated incrementally, a HEIC by libheif with EXIF GPS by exiftool, a WebP by ffmpeg with EXIF and XMP, and
# voice messages by ffmpeg (MP3 with ID3v2 and ID3v1, M4A with iTunes tags and a place, Ogg/Opus, WebM).
# Needs (Debian): libreoffice-writer-nogui libreoffice-calc-nogui libheif-examples ffmpeg espeak-ng
# libimage-exiftool-perl. The files are committed; run this only to make them anew.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/tests/fixtures/evidence"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
export HOME="$work"
NAME='Erika Musterfrau'
GPS=(-GPSLatitude=52.5200 -GPSLatitudeRef=N -GPSLongitude=13.4050 -GPSLongitudeRef=E)

cat > report.fodt <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:meta><meta:initial-creator>Erika Musterfrau</meta:initial-creator><dc:creator>Erika Musterfrau</dc:creator><dc:title>Vermerk Lager</dc:title><meta:user-defined meta:name="Abteilung">Einkauf Erika Musterfrau</meta:user-defined></office:meta>
 <office:body><office:text>
  <text:tracked-changes><text:changed-region text:id="ct1"><text:insertion><office:change-info><dc:creator>Max Mitschreiber</dc:creator><dc:date>2026-03-01T10:00:00</dc:date></office:change-info></text:insertion></text:changed-region></text:tracked-changes>
  <text:p>Im Lager werden Unterlagen vernichtet.<office:annotation><dc:creator>Klara Kommentar</dc:creator><dc:date>2026-03-01T11:00:00</dc:date><text:p>Stimmt das?</text:p></office:annotation> Weitere Angaben<text:change-start text:change-id="ct1"/> eingefügt<text:change-end text:change-id="ct1"/>.</text:p>
 </office:text></office:body>
</office:document>
XML
cat > report.fods <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:meta><dc:creator>Erika Musterfrau</dc:creator><meta:initial-creator>Erika Musterfrau</meta:initial-creator></office:meta>
 <office:body><office:spreadsheet><table:table table:name="Lager"><table:table-row><table:table-cell><text:p>Menge</text:p><office:annotation><dc:creator>Klara Kommentar</dc:creator><dc:date>2026-03-01T11:00:00</dc:date><text:p>Zu hoch?</text:p></office:annotation></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body>
</office:document>
XML
soffice --headless --convert-to odt report.fodt >/dev/null
soffice --headless --convert-to docx report.fodt >/dev/null
soffice --headless --convert-to xlsx report.fods >/dev/null
soffice --headless --convert-to pdf report.odt >/dev/null
exiftool -q -overwrite_original -Author="$NAME" -XMP:Creator="$NAME" -Title="Notiz von $NAME" report.pdf
mv report.pdf incremental.pdf

ffmpeg -hide_banner -loglevel error -f lavfi -i "testsrc=size=160x120:rate=1" -frames:v 1 photo.png
ffmpeg -hide_banner -loglevel error -i photo.png -q:v 5 photo.jpg
heif-enc -q 50 -o photo.heic photo.jpg >/dev/null
ffmpeg -hide_banner -loglevel error -i photo.png -c:v libwebp photo.webp
for image in photo.heic photo.webp; do
  exiftool -q -overwrite_original "${GPS[@]}" -Artist="$NAME" -Make=Apple -Model="iPhone 13" -SerialNumber=4711 \
    -XMP:Creator="$NAME" "$image"
done

espeak-ng -v de -w voice.wav "Hier spricht die meldende Person. Im Lager drei werden Unterlagen vernichtet."
tags=(-metadata artist="$NAME" -metadata title="Aufnahme Lager" -metadata comment="Handy von $NAME")
ffmpeg -hide_banner -loglevel error -i voice.wav -t 2 -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k \
  -id3v2_version 3 -write_id3v1 1 "${tags[@]}" voice.mp3
ffmpeg -hide_banner -loglevel error -i voice.wav -t 2 -ac 1 -c:a aac -b:a 32k "${tags[@]}" \
  -metadata location="+52.5200+013.4050/" voice.m4a
ffmpeg -hide_banner -loglevel error -i voice.wav -t 2 -ac 1 -c:a libopus -b:a 16k "${tags[@]}" voice.opus
ffmpeg -hide_banner -loglevel error -i voice.wav -t 2 -ac 1 -c:a libopus -b:a 16k "${tags[@]}" voice.webm

mkdir -p "$out"
cp report.docx report.xlsx report.odt incremental.pdf photo.heic photo.webp voice.mp3 voice.m4a voice.opus voice.webm "$out/"
echo "evidence fixtures written to $out"
