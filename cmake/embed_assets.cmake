# Writes OUTPUT, a C++ file holding every file of PAGE_DIR (the web page of
# `xxroute serve`) as bytes: run at build time (lib/CMakeLists.txt), again
# whenever a file of the page changes.
#   cmake -DPAGE_DIR=... -DOUTPUT=... -P embed_assets.cmake
file(GLOB files RELATIVE "${PAGE_DIR}" "${PAGE_DIR}/*")
list(SORT files)
set(body "")
set(table "")
set(i 0)
foreach(name IN LISTS files)
  if(IS_DIRECTORY "${PAGE_DIR}/${name}")
    continue()
  endif()
  file(READ "${PAGE_DIR}/${name}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n" bytes "${bytes}")
  string(APPEND body "const unsigned char kFile${i}[] = {${bytes}0x00};\n")
  string(APPEND table "    {\"${name}\", kFile${i}, ${size}},\n")
  math(EXPR i "${i} + 1")
endforeach()
set(text "// Generated from lib/serve/page/ by cmake/embed_assets.cmake: do not edit.
#include \"assets.h\"

namespace xxroute::serve {
namespace {
${body}}  // namespace

const std::vector<EmbeddedFile>& EmbeddedFiles() {
  static const std::vector<EmbeddedFile> files = {
${table}  };
  return files;
}

}  // namespace xxroute::serve
")
# (written only when it changes, so that nothing is rebuilt for nothing)
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
