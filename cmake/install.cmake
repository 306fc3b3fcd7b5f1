# What `cmake --install` puts under the prefix, and the Debian package
# `cpack -G DEB` makes of it:
#   PREFIX/bin/xxroute                                  the program
#   PREFIX/share/xxroute/maps/                          the game data (found from bin/)
#   PREFIX/share/man/man1/xxroute.1                     the manual
#   PREFIX/share/bash-completion/completions/xxroute    bash completion
#   PREFIX/include/xxroute/, PREFIX/lib/libxxroute_*.a  the library (a static library per part)
#   PREFIX/lib/cmake/xxroute/                           its CMake package: find_package(xxroute)
#   XXROUTE_PYTHON_DIR/xxroute.*.so                     the Python module (python/CMakeLists.txt)
include(CMakePackageConfigHelpers)

install(DIRECTORY maps/ DESTINATION ${CMAKE_INSTALL_DATADIR}/xxroute/maps)
install(FILES man/xxroute.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES completion/xxroute.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME xxroute)

set(XXROUTE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/xxroute)
set(XXROUTE_INSTALL_MAPS ${CMAKE_INSTALL_DATADIR}/xxroute/maps)
install(EXPORT xxrouteTargets NAMESPACE xxroute:: DESTINATION ${XXROUTE_CMAKE_DIR})
configure_package_config_file(cmake/xxrouteConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/xxrouteConfig.cmake
                              INSTALL_DESTINATION ${XXROUTE_CMAKE_DIR}
                              PATH_VARS XXROUTE_INSTALL_MAPS)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/xxrouteConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/xxrouteConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/xxrouteConfigVersion.cmake
        DESTINATION ${XXROUTE_CMAKE_DIR})

# cpack -G DEB (in the build tree): xxroute_VERSION_ARCH.deb for /usr. Its
# dependencies are the libraries the programs (xxroute-serve loads yaml-cpp
# and libstdc++ shared, xxroute takes them static) and the module load, as
# dpkg-shlibdeps finds them (libyaml-cpp, libgomp, libstdc++, libc).
set(CPACK_PACKAGE_NAME xxroute)
set(CPACK_PACKAGE_VENDOR xxroute)
set(CPACK_PACKAGE_CONTACT "xxroute developers <xxroute@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "proven-best train routes for 18xx railway games")
set(CPACK_PACKAGE_DESCRIPTION
    "xxroute finds the routes that earn a company the most in 18xx board games (18CZ, 1824,
1836jr, 18Lilliput, 1889, 1830, 18Chesapeake, 1846, 1861), proven by exhaustive search, and checks routes a player declared
against every rule. It also pays dividends by the game's stock market and re-solves
positions with what-if changes. With the C++ library (find_package(xxroute)) and the
Python module xxroute.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion, g++, libyaml-cpp-dev, nlohmann-json3-dev")
if(XXROUTE_PYTHON)
  # The module is built for this interpreter's version.
  math(EXPR XXROUTE_PYTHON_NEXT_MINOR "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
      "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${XXROUTE_PYTHON_NEXT_MINOR})")
endif()
include(CPack)
